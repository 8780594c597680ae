// A WebSocket to /ws/live that reconnects with backoff. onOpen runs after every (re)connect, so the
// page can reload what was stored while it was away before following the stream again.
export function connectLive(query, { onMessage, onOpen = () => {}, onState = () => {} }) {
  let socket;
  let delay = 500;
  let stopped = false;

  function open() {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${scheme}://${location.host}/ws/live${query}`);
    socket.onopen = () => {
      delay = 500;
      onState('live');
      onOpen();
    };
    socket.onmessage = (event) => onMessage(JSON.parse(event.data));
    socket.onclose = () => {
      if (stopped) {
        return;
      }
      onState('reconnecting');
      setTimeout(open, delay);
      delay = Math.min(delay * 2, 10_000);
    };
  }

  open();
  return {
    stop() {
      stopped = true;
      onState('');
      socket.close();
    },
  };
}
