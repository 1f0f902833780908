// A declared resource becomes route pages: a declaration module exports its declaration and the list
// page (`export default createResourcePage(declaration)`); hidden add / edit / detail routes use
// createResourceRoutePage(declaration, mode). Catalogue routes name these modules (`page`). The list
// page asks for its first page of rows when its route has loaded it, before it renders (preload).
import type { PagePreloadContext } from '@/shell/navigation/page-preload';
import { preloadFirstPage } from './list-query';
import type { ResourcePageDeclaration } from './types';
import { ResourceListPage } from './ResourceListPage';
import { ResourceRoutePage } from './ResourceRoutePage';
import type { RouteMode } from './route-paths';

export function createResourcePage(declaration: ResourcePageDeclaration) {
  function ResourcePage() {
    return <ResourceListPage declaration={declaration} />;
  }
  ResourcePage.displayName = `${declaration.resource}Page`;
  ResourcePage.preload = (context: PagePreloadContext) => preloadFirstPage(declaration, context);
  return ResourcePage;
}

export function createResourceRoutePage(declaration: ResourcePageDeclaration, mode: RouteMode) {
  function ResourceModePage() {
    return <ResourceRoutePage declaration={declaration} mode={mode} />;
  }
  ResourceModePage.displayName = `${declaration.resource}${mode}Page`;
  return ResourceModePage;
}
