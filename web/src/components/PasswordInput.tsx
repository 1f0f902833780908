// Password widget (01 §5, §2.7): antd Input.Password (max 18) with the live rule checklist below it.
// Props: value / onChange(text) as a Form.Item child; id (from Form.Item, labels the input);
// placeholder; maxLength (default 18); autoComplete (default new-password); disabled;
// showChecklist (default true); aria-label when used without a Form.Item label.
// Pair it with passwordBRule() from @zhsq/contract/validators/rules for the 密码规则错误，请重新输入 check.
import { Input } from 'antd';
import { useId } from 'react';
import { PASSWORD_MAX_LENGTH } from '@zhsq/contract/validators/constants';
import { PasswordChecklist } from './PasswordChecklist';

export interface PasswordInputProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  disabled?: boolean;
  showChecklist?: boolean;
  'aria-label'?: string;
}

export function PasswordInput({
  value = '',
  onChange,
  id,
  placeholder,
  maxLength = PASSWORD_MAX_LENGTH,
  autoComplete = 'new-password',
  disabled,
  showChecklist = true,
  'aria-label': ariaLabel,
}: PasswordInputProps) {
  const checklistId = `${useId()}-rules`;
  return (
    <div>
      <Input.Password
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-describedby={showChecklist ? checklistId : undefined}
      />
      {showChecklist && <PasswordChecklist id={checklistId} value={value} />}
    </div>
  );
}
