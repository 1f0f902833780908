// Template choice with a thumbnail of each template's grid (01 §3: default Template1).
import { Radio } from 'antd';
import { TEMPLATES, type LayoutTemplate } from '../layout/templates';
import './editor.css';

function Thumbnail({ template }: { template: LayoutTemplate }) {
  return (
    <span
      className="dash-thumb"
      aria-hidden
      style={{
        gridTemplateColumns: template.columns,
        gridTemplateRows: template.rows,
        gridTemplateAreas: template.areas.map((row) => `"${row}"`).join(' '),
      }}
    >
      {template.slots.map((slot) => (
        <span key={slot.key} style={{ gridArea: slot.key }} />
      ))}
    </span>
  );
}

export function TemplatePicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  return (
    <Radio.Group
      aria-label="布局模板"
      value={value}
      onChange={(e) => onChange(String(e.target.value))}
      className="dash-template-picker"
    >
      {TEMPLATES.map((template) => (
        <Radio.Button key={template.id} value={template.id} className="dash-template-option">
          <Thumbnail template={template} />
          <span>{template.name}</span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
