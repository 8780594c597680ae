// The home page refreshes its "running now" part (htmx, on the live-status event) whenever any
// benchmark changes status.
import { connectLive } from './live-socket.js';

connectLive('', {
  onMessage: () => document.body.dispatchEvent(new CustomEvent('live-status')),
});
