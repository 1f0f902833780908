import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root 缺失');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
