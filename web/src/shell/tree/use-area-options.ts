// Options of one address select of the advanced query: level 0 provinces, 1 cities, 2 districts,
// 3 streets (02 §4), loaded when the level above is chosen. Failures leave an empty list (02 §8).
import { useEffect, useState } from 'react';
import { fetchAreaChildren } from '@/components/AreaCascader/area-api';

export interface AreaOption {
  value: string;
  label: string;
}

export function useAreaOptions(level: number, parentId: string | undefined, enabled: boolean): AreaOption[] {
  const [loaded, setLoaded] = useState<{ key: string; options: AreaOption[] }>({ key: '', options: [] });
  const key = `${level}:${parentId ?? ''}`;
  const wanted = enabled && (level === 0 || Boolean(parentId));

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void fetchAreaChildren(level, parentId).then((areas) => {
      if (live) setLoaded({ key, options: areas.map((a) => ({ value: a.id, label: a.name })) });
    });
    return () => {
      live = false;
    };
  }, [wanted, level, parentId, key]);

  // Options of another parent (a lower level after its parent changed) are never shown.
  return wanted && loaded.key === key ? loaded.options : [];
}
