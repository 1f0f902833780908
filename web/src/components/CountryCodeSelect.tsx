// Country calling code select (01 §2.11, §3; default 86 per 01 §9). Options show "+86 中国" and can be
// searched by name or code; the box shows "+86". Props: value / onChange(code) as a Form.Item child
// (codes are strings without '+'); when the form has no value yet the widget reports 86 once, so the
// submitted value matches what is shown; plus antd Select props (disabled, style, id, aria-label, …).
import { Select, type SelectProps } from 'antd';
import { useEffect } from 'react';
import { COUNTRY_CALLING_CODES, DEFAULT_NATION_CODE } from '../lib/constants/nation-codes';

export interface CountryCodeSelectProps extends Omit<
  SelectProps<string>,
  'value' | 'onChange' | 'options' | 'mode' | 'defaultValue'
> {
  value?: string;
  onChange?: (code: string) => void;
}

const OPTIONS = COUNTRY_CALLING_CODES.map(({ code, name }) => ({
  value: code,
  label: `+${code} ${name}`,
  search: `${code} +${code} ${name}`,
}));

export function CountryCodeSelect({ value, onChange, ...rest }: CountryCodeSelectProps) {
  useEffect(() => {
    if (value === undefined || value === '') onChange?.(DEFAULT_NATION_CODE);
  }, [value, onChange]);
  return (
    <Select<string>
      showSearch={{
        optionFilterProp: 'search',
        filterOption: (input, option) => (option?.search ?? '').includes(input.trim()),
      }}
      popupMatchSelectWidth={false}
      {...rest}
      value={value || DEFAULT_NATION_CODE}
      onChange={(code) => onChange?.(code)}
      options={OPTIONS}
      labelRender={({ value: code }) => `+${String(code)}`}
    />
  );
}
