/**
 * Every sound of the game window, synthesised with WebAudio: no audio files to download, license
 * or cache. The context is created lazily on the first sound after the player switched sound on
 * (a click), which is what browsers require before audio may start.
 */
export type SoundName = 'spinStart' | 'reelStop' | 'win' | 'bigWin' | 'freeSpins' | 'chip' | 'card' | 'click';

let context: AudioContext | null = null;

function audio(): AudioContext {
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

/** One enveloped oscillator note. */
function tone(
  ctx: AudioContext,
  freq: number,
  start: number,
  length: number,
  type: OscillatorType,
  gain = 0.15,
) {
  const osc = ctx.createOscillator();
  const amp = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, start);
  amp.gain.setValueAtTime(0.0001, start);
  amp.gain.exponentialRampToValueAtTime(gain, start + 0.012);
  amp.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(amp).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + length + 0.02);
}

/** A short burst of filtered noise: card slides, chip clacks, reel thuds. */
function noise(ctx: AudioContext, start: number, length: number, filterFreq: number, gain = 0.2) {
  const frames = Math.ceil(ctx.sampleRate * length);
  const buffer = ctx.createBuffer(1, frames, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < frames; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / frames) ** 2;
  const source = ctx.createBufferSource();
  const filter = ctx.createBiquadFilter();
  const amp = ctx.createGain();
  source.buffer = buffer;
  filter.type = 'bandpass';
  filter.frequency.value = filterFreq;
  amp.gain.value = gain;
  source.connect(filter).connect(amp).connect(ctx.destination);
  source.start(start);
}

// A pentatonic scale: wins sound bright and never dissonant, whatever notes are chained.
const PENTATONIC = [523.25, 587.33, 659.25, 783.99, 880, 1046.5, 1174.66, 1318.51];

export function playSound(name: SoundName): void {
  const ctx = audio();
  const now = ctx.currentTime + 0.01;
  switch (name) {
    case 'spinStart':
      noise(ctx, now, 0.25, 900, 0.12);
      tone(ctx, 220, now, 0.18, 'triangle', 0.08);
      return;
    case 'reelStop':
      noise(ctx, now, 0.08, 180, 0.35);
      tone(ctx, 110, now, 0.1, 'sine', 0.12);
      return;
    case 'win':
      PENTATONIC.slice(0, 4).forEach((f, i) => tone(ctx, f, now + i * 0.07, 0.22, 'triangle'));
      return;
    case 'bigWin':
      PENTATONIC.forEach((f, i) => tone(ctx, f, now + i * 0.08, 0.35, 'square', 0.07));
      PENTATONIC.forEach((f, i) => tone(ctx, f / 2, now + i * 0.08, 0.35, 'triangle', 0.1));
      return;
    case 'freeSpins':
      [0, 2, 4, 7].forEach((step, i) =>
        tone(ctx, PENTATONIC[step % 8]!, now + i * 0.12, 0.5, 'sawtooth', 0.05),
      );
      [0, 2, 4, 7].forEach((step, i) =>
        tone(ctx, PENTATONIC[step % 8]! / 2, now + i * 0.12, 0.5, 'sine', 0.12),
      );
      return;
    case 'chip':
      noise(ctx, now, 0.05, 3200, 0.3);
      tone(ctx, 1900, now, 0.05, 'square', 0.03);
      return;
    case 'card':
      noise(ctx, now, 0.12, 2400, 0.18);
      return;
    case 'click':
      tone(ctx, 660, now, 0.05, 'sine', 0.06);
      return;
  }
}
