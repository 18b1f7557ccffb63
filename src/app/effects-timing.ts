import { options } from 'preact';

/**
 * When the islands' effects run (docs/decisions/095-preact-renders-the-islands.md). Preact runs
 * them after the next animation frame; React, whose API the islands are written against, runs
 * them in the task after the render. A listener an effect adds (Escape on an open menu) is then in
 * place before the next key press, and effects run where frames do not come (a tab in the
 * background, a test's stopped clock). Every island imports this module before it renders.
 */
options.requestAnimationFrame = (callback) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
};
