// Live checklist under a new-password field (01 §5): one line per rule, ticked as it is met.
// Props: value (the password typed so far); id (so the input can point at it with aria-describedby).
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { PASSWORD_RULES } from '@zhsq/contract/validators/password';

export function PasswordChecklist({ value = '', id }: { value?: string; id?: string }) {
  return (
    <ul
      id={id}
      aria-label="密码规则"
      style={{ listStyle: 'none', padding: 0, margin: '4px 0 0', fontSize: 12 }}
    >
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(value);
        return (
          <li key={rule.key} style={{ color: met ? '#52c41a' : '#8c8c8c' }}>
            {met ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />} {rule.label}
            <span className="sr-only">{met ? '（已满足）' : '（未满足）'}</span>
          </li>
        );
      })}
    </ul>
  );
}
