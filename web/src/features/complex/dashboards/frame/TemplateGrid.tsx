// Renders a layout: the template's CSS grid, each slot a column of panels.
import { templateOf, TEMPLATES } from '../layout/templates';
import type { DashboardLayout } from '../layout/layout-model';
import { panelOf, type PanelDef } from '../panels/registry';

const panelClass = (panel: PanelDef) =>
  panel.compact
    ? 'dash-panel dash-panel--compact'
    : panel.tall
      ? 'dash-panel dash-panel--tall'
      : 'dash-panel';

export function TemplateGrid({ layout }: { layout: DashboardLayout }) {
  const template = templateOf(layout.templateId) ?? TEMPLATES[0]!;
  return (
    <div
      className="dash-grid"
      data-template={template.id}
      style={{
        gridTemplateColumns: template.columns,
        gridTemplateRows: template.rows,
        gridTemplateAreas: template.areas.map((row) => `"${row}"`).join(' '),
      }}
    >
      {template.slots.map((slot) => (
        <div className="dash-slot" key={slot.key} style={{ gridArea: slot.key }} data-slot={slot.key}>
          {(layout.slots[slot.key] ?? []).map((key) => {
            const panel = panelOf(key);
            if (!panel) return null;
            return (
              <section className={panelClass(panel)} aria-label={panel.title} key={key} data-panel={key}>
                <h2 className="dash-panel-title">{panel.title}</h2>
                <div className="dash-panel-body">
                  <panel.Component />
                </div>
              </section>
            );
          })}
        </div>
      ))}
    </div>
  );
}
