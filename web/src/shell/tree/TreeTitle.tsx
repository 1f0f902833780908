// One row of the side tree: level icon and name (the filter keyword highlighted), or a 加载更多 /
// 没有更多数据了~ row.
import { splitOnKeyword } from './filter';
import type { SideTreeNode } from './tree-data';
import { TreeIcon } from './TreeIcon';
import { TREE_TEXT } from '@/lib/constants/side-tree';

interface TreeTitleProps {
  node: SideTreeNode;
  keyword: string;
  onLoadMore(node: SideTreeNode): void;
}

export function TreeTitle({ node, keyword, onLoadMore }: TreeTitleProps) {
  if (node.kind !== 'node') {
    const clickable = node.title === TREE_TEXT.loadMore;
    return clickable ? (
      <button
        type="button"
        className="side-tree-more"
        onClick={(event) => {
          event.stopPropagation();
          onLoadMore(node);
        }}
      >
        {node.title}
      </button>
    ) : (
      <span className={node.kind === 'end' ? 'side-tree-end' : 'side-tree-more'}>{node.title}</span>
    );
  }
  const parts = splitOnKeyword(node.title, keyword);
  return (
    <span className="side-tree-title">
      {node.icon && <TreeIcon kind={node.icon} />}
      <span className="side-tree-text">
        {parts ? (
          <>
            {parts.before}
            <mark className="side-tree-match">{parts.match}</mark>
            {parts.after}
          </>
        ) : (
          node.title
        )}
      </span>
    </span>
  );
}
