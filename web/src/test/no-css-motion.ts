// Runs before anything imports antd. happy-dom announces CSS animations (AnimationEvent,
// TransitionEvent) but never plays them, so antd's motion would wait for end events that never come and
// leave closed dialogs and tooltips in the document. Without the announcement antd skips motion, as
// in jsdom and as with reduced motion in the console.
for (const name of ['AnimationEvent', 'TransitionEvent'] as const)
  delete (window as Partial<Window & typeof globalThis>)[name];
