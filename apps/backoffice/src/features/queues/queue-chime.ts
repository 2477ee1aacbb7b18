/** The two notes of the chime (E5 then C5, a door-bell's fall) and how long each sounds. */
const NOTES_HZ = [659.25, 523.25] as const;
const NOTE_SECONDS = 0.35;

let context: AudioContext | null = null;

/**
 * Rings the queue's alarm: a two-note chime made by the browser itself (no sound file to load).
 * Browsers keep audio silent until the page has had a click; a back office is signed into with
 * clicks, so by the time a request arrives it may sound. Answers whether it could.
 */
export function ringQueueChime(): boolean {
  if (typeof AudioContext === 'undefined') return false;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  const start = context.currentTime;
  NOTES_HZ.forEach((hz, i) => {
    const at = start + i * NOTE_SECONDS;
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = hz;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(at);
    oscillator.stop(at + NOTE_SECONDS);
  });
  return true;
}
