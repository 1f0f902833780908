// Page search in the top bar (01 §2.6): a search icon that opens a search box (RouteSearchBox). The box
// and its fuzzy search (fuse.js) load when the icon is first pressed, not with the layout (docs/adr/0054); the
// icon stays until the box is there.
import { SearchOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { lazyModule, useLazyModule } from '@/components/lazy-module';
import { BarButton } from './BarButton';

const searchBox = lazyModule(() => import('./RouteSearchBox'));

export function RouteSearch() {
  const [open, setOpen] = useState(false);
  const box = useLazyModule(searchBox, open);
  if (open && box) return <box.RouteSearchBox onClose={() => setOpen(false)} />;
  return <BarButton label="页面搜索" icon={<SearchOutlined />} onClick={() => setOpen(true)} />;
}
