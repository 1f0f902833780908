import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { settleEntryLocation } from './app/entry-location';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root 缺失');

function start(): void {
  createRoot(root!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A deep link without a session goes to login before the router starts (docs/adr/0072).
const settling = settleEntryLocation();
if (settling) void settling.then(start);
else start();
