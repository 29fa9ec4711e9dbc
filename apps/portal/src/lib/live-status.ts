/**
 * Whether the live stream is connected now. Screens that poll for news (the content screen)
 * poll slowly while it is: the stream brings the news, the poll is the fallback.
 */
let connected = false;

export const liveStatus = {
  isConnected: () => connected,
  set(next: boolean) {
    connected = next;
  },
};
