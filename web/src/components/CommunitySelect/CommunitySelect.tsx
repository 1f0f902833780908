// Community search select (01 §2.11): placeholder 请输入小区名称; opening shows the first 100 communities
// (reloaded when the list on hand was filtered), typing searches through listHouse 500 ms after the last key (01 §9 search input debounce);
// an answer that arrives after a newer search started is dropped. A failed search is logged and shows
// no options. Props: value (depId, the N of dep:N) / onChange(depId | undefined, community) as a
// Form.Item child; valueLabel (the name to show for a preset value before the list has loaded);
// placeholder; allowClear (default true); debounceMs; disabled; style; id; aria-label.
import { Select, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { COMMUNITY_SELECT_PLACEHOLDER, SEARCH_DEBOUNCE_MS } from '@/lib/constants/area';
import { EmptyData } from '../EmptyData';
import { useDebouncedCallback } from '../use-debounced-callback';
import { searchCommunities, type Community } from './community-api';

export interface CommunitySelectProps {
  value?: string | null;
  onChange?: (depId: string | undefined, community: Community | undefined) => void;
  valueLabel?: string;
  placeholder?: string;
  allowClear?: boolean;
  debounceMs?: number;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
  'aria-label'?: string;
}

export function CommunitySelect({
  value,
  onChange,
  valueLabel,
  placeholder = COMMUNITY_SELECT_PLACEHOLDER,
  allowClear = true,
  debounceMs = SEARCH_DEBOUNCE_MS,
  disabled,
  style,
  id,
  'aria-label': ariaLabel,
}: CommunitySelectProps) {
  const [communities, setCommunities] = useState<Community[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  /** The text of the list shown; undefined before the first load. */
  const shownQuery = useRef<string | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const search = useCallback((text: string) => {
    const ticket = ++latest.current;
    shownQuery.current = text;
    setLoading(true);
    searchCommunities(text)
      .catch((error: unknown) => {
        console.error('小区搜索失败', error);
        return [];
      })
      .then((found) => {
        if (!mounted.current || ticket !== latest.current) return;
        setCommunities(found);
        setLoading(false);
      });
  }, []);
  const searchLater = useDebouncedCallback(search, debounceMs);

  // A value preset from outside (a link's depId) with no name to show: load the first list so the
  // select shows the community's name rather than its id.
  const needsLabel = Boolean(value) && !valueLabel && !communities.some((c) => c.depId === value);
  useEffect(() => {
    if (needsLabel && shownQuery.current === undefined) search('');
  }, [needsLabel, search]);

  const options = communities.map((c) => ({ value: c.depId, label: c.depName }));
  if (value && valueLabel && !communities.some((c) => c.depId === value)) {
    options.unshift({ value, label: valueLabel });
  }

  return (
    <Select<string>
      id={id}
      aria-label={ariaLabel}
      style={style}
      disabled={disabled}
      placeholder={placeholder}
      allowClear={allowClear}
      showSearch={{ filterOption: false, onSearch: searchLater }}
      value={value ?? undefined}
      options={options}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : <EmptyData />}
      onOpenChange={(open) => {
        // Opening shows the unfiltered list (antd clears the typed text when it closes).
        if (open && shownQuery.current !== '') {
          searchLater.cancel();
          search('');
        }
      }}
      onChange={(depId) => {
        const community =
          communities.find((c) => c.depId === depId) ??
          (depId && depId === value && valueLabel ? { depId, depName: valueLabel } : undefined);
        onChange?.(depId ?? undefined, community);
      }}
    />
  );
}
