import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';
import { inertMeasureRows } from './shell/a11y/inert-measure-rows';

const root = document.getElementById('root');
if (!root) throw new Error('#root 缺失');

inertMeasureRows(document.body);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
