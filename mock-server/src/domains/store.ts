// The store handlers see (ctx.store).
export { createStore, type Store } from '../store/index.js';
