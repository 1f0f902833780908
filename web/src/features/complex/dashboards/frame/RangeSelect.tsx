// The dashboard's 统计范围 select (近 7 / 15 / 30 天, plus a saved range outside those).
import { Select } from 'antd';

export function RangeSelect(props: {
  value: number;
  onChange: (day: number) => void;
  options: { value: number; label: string }[];
  width: number;
}) {
  return (
    <Select
      aria-label="统计范围"
      value={props.value}
      onChange={props.onChange}
      options={props.options}
      style={{ width: props.width }}
    />
  );
}
