// What a dashboard draws after its header (out of the home page's initial JS): the grid with every
// panel (charts, lists, the account card), the range select (antd Select with its virtual list) and the
// layout model that reads the saved layout.
// One chunk, asked for when the dashboard mounts, while its saved layout is being fetched.
export { RangeSelect } from './RangeSelect';
export { TemplateGrid } from './TemplateGrid';
export { parseLayout } from '../layout/layout-model';
