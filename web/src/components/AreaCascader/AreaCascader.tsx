// Area cascader (02 §4 "Trees and tables", 01 §4 "Address cascade", 01 §9, 02 §9): provinces, cities,
// districts and streets loaded lazily (getArea, getJzInfo); 全国 at the top and 全部 in every lower
// column mean "no filter"; choosing another province or city drops the levels below it (the path is
// replaced); the search box filters the loaded areas 300 ms after typing stops; labels join with ' / '.
// Props: value (ids by level, [] = 全国) / onChange(ids, labels) as a Form.Item child; maxLevel
// (default 2 = province and city; AREA_MAX_LEVEL_PROPERTY = 4 in the property pickers); placeholder
// (default 请选择地区); allowClear (default true; clearing means 全国); showSearch (default true);
// expandTrigger (default click; 'hover' opens a column after the pointer rests 500 ms on its option,
// 02 §9 hover threshold); disabled; style; className; id; aria-label. areaQuery(ids) of ./area-options turns the value into
// { provinceId, cityId, districtId, streetId } for tree and list filters.
import { Cascader } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  AREA_ALL_LABEL,
  AREA_MAX_LEVEL,
  CASCADER_DEBOUNCE_MS,
  CASCADER_HOVER_THRESHOLD_MS,
  CASCADER_SEPARATOR,
} from '@/lib/constants/area';
import { useDebouncedCallback } from '../use-debounced-callback';
import { fetchAreaChildren, type AreaNode } from './area-api';
import { buildAreaOptions, fromCascaderPath, pathKey, toCascaderPath, type AreaOption } from './area-options';

export interface AreaCascaderProps {
  value?: readonly string[];
  onChange?: (ids: string[], labels: string[]) => void;
  maxLevel?: number;
  placeholder?: string;
  allowClear?: boolean;
  showSearch?: boolean;
  expandTrigger?: 'click' | 'hover';
  disabled?: boolean;
  style?: CSSProperties;
  className?: string;
  id?: string;
  'aria-label'?: string;
}

const visibleLabels = (options: readonly AreaOption[]): string[] =>
  options.filter((option) => option.value !== '').map((option) => option.label);

export function AreaCascader({
  value,
  onChange,
  maxLevel = AREA_MAX_LEVEL,
  placeholder = '请选择地区',
  allowClear = true,
  showSearch = true,
  expandTrigger,
  disabled,
  style,
  className,
  id,
  'aria-label': ariaLabel,
}: AreaCascaderProps) {
  const [loaded, setLoaded] = useState<Record<string, readonly AreaNode[]>>({});
  const requested = useRef(new Set<string>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Loads the children of `path` (ids from the province down) once. */
  const load = useCallback((path: readonly string[]) => {
    const key = pathKey(path);
    if (requested.current.has(key)) return;
    requested.current.add(key);
    void fetchAreaChildren(path.length, path[path.length - 1]).then((nodes) => {
      if (mounted.current) setLoaded((previous) => ({ ...previous, [key]: nodes }));
    });
  }, []);

  // Provinces at once, and the levels a preset value needs for its labels.
  const ids = useMemo(() => fromCascaderPath(value ?? []), [value]);
  useEffect(() => {
    load([]);
    for (let length = 1; length <= Math.min(ids.length, maxLevel - 1); length += 1)
      load(ids.slice(0, length));
  }, [ids, maxLevel, load]);

  const options = useMemo(() => buildAreaOptions(loaded, maxLevel), [loaded, maxLevel]);
  // The path keeps its identity while its content is the same: antd resets the open columns whenever
  // the value array changes, which would undo a click that loads a column.
  const stablePath = useRef<string[] | undefined>(undefined);
  const cascaderValue = useMemo(() => {
    if (value === undefined) return undefined;
    const path = toCascaderPath(ids, options, maxLevel);
    if (stablePath.current?.join('\u0000') !== path.join('\u0000')) stablePath.current = path;
    return stablePath.current;
  }, [value, ids, options, maxLevel]);

  // Search: the box shows what is typed at once, the filter follows 300 ms later (01 §9).
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const applyKeyword = useDebouncedCallback(setKeyword, CASCADER_DEBOUNCE_MS);
  const resetSearch = useCallback(() => {
    applyKeyword.cancel();
    setTyped('');
    setKeyword('');
  }, [applyKeyword]);
  const filter = useCallback(
    (_input: string, path: AreaOption[]) =>
      keyword !== '' && path.some((option) => option.value !== '' && option.label.includes(keyword)),
    [keyword],
  );
  const renderResult = useCallback(
    (_input: string, path: AreaOption[]) => visibleLabels(path).join(CASCADER_SEPARATOR),
    [],
  );

  return (
    <Cascader<AreaOption>
      id={id}
      aria-label={ariaLabel}
      style={style}
      className={className}
      disabled={disabled}
      placeholder={placeholder}
      allowClear={allowClear}
      // Hover expansion waits CASCADER_HOVER_THRESHOLD_MS (02 §9) so that crossing other options on the
      // way to an open column does not switch it: antd opens on click, and a resting pointer clicks.
      expandTrigger="click"
      optionRender={
        expandTrigger === 'hover'
          ? (option) => <HoverToExpand leaf={option.isLeaf === true}>{option.label}</HoverToExpand>
          : undefined
      }
      options={options}
      value={cascaderValue}
      loadData={(selected) => load(selected.map((option) => option.value))}
      displayRender={(labels) => labels.filter((label) => label !== AREA_ALL_LABEL).join(CASCADER_SEPARATOR)}
      showSearch={
        showSearch && {
          searchValue: typed,
          onSearch: (text) => {
            setTyped(text);
            applyKeyword(text);
          },
          filter,
          render: renderResult,
        }
      }
      onChange={(path, selected) => {
        resetSearch();
        onChange?.(fromCascaderPath(path), visibleLabels(selected ?? []));
      }}
      onOpenChange={(open) => {
        if (!open) resetSearch();
      }}
    />
  );
}

/** An option's label that clicks its menu item once the pointer has rested on it for the threshold. */
function HoverToExpand({ leaf, children }: { leaf: boolean; children: ReactNode }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (leaf) return <>{children}</>;
  return (
    <span
      style={{ display: 'block' }}
      onMouseEnter={(event) => {
        const item = event.currentTarget.closest('li');
        clearTimeout(timer.current);
        timer.current = setTimeout(() => item?.click(), CASCADER_HOVER_THRESHOLD_MS);
      }}
      onMouseLeave={() => clearTimeout(timer.current)}
    >
      {children}
    </span>
  );
}
