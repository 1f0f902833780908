// A declared resource becomes route pages: a declaration module exports its declaration and the list
// page (`export default createResourcePage(declaration)`); hidden add / edit / detail routes use
// createResourceRoutePage(declaration, mode). Catalogue routes name these modules (`page`).
import type { ResourcePageDeclaration } from './types';
import { ResourceListPage } from './ResourceListPage';
import { ResourceRoutePage } from './ResourceRoutePage';
import type { RouteMode } from './route-paths';

export function createResourcePage(declaration: ResourcePageDeclaration) {
  function ResourcePage() {
    return <ResourceListPage declaration={declaration} />;
  }
  ResourcePage.displayName = `${declaration.resource}Page`;
  return ResourcePage;
}

export function createResourceRoutePage(declaration: ResourcePageDeclaration, mode: RouteMode) {
  function ResourceModePage() {
    return <ResourceRoutePage declaration={declaration} mode={mode} />;
  }
  ResourceModePage.displayName = `${declaration.resource}${mode}Page`;
  return ResourceModePage;
}
