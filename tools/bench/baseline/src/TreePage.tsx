// A bare antd virtual Tree of 10,000 nodes (what browser.ts compares the console's side tree with).
import { Tree } from 'antd';

const NODES = Array.from({ length: 10_000 }, (_, i) => ({ key: `dep:${i + 1}`, title: `小区${i + 1}` }));

export default function TreePage() {
  return (
    <aside aria-label="小区树" style={{ width: 240 }}>
      <Tree treeData={NODES} height={600} virtual />
    </aside>
  );
}
