import {
  elements,
  get,
  num,
  owner,
  rootWidth,
  set,
  textOf,
  type SvgElement,
  type SvgLine,
} from './svg-lines.js';
import { roomFor } from './text-width.js';

/** Space kept between a label and the lifelines around it, and around an actor's name. */
const PAD = 14;
/** How far around an actor's centre its own parts reach (box, activations, self-message loop). */
const REACH = 12;

interface Actor {
  id: string;
  /** Centre, as drawn. */
  x: number;
  /** Box width, as drawn and as needed by its name. */
  width: number;
  needed: number;
}

/** A horizontal span that must be at least `need` wide: from actor `from` to actor `to`. */
interface Need {
  from: number;
  to: number;
  need: number;
}

/**
 * Lays a sequence diagram out again, horizontally. The renderer spaces actors by their names
 * only, so a long message label ran over the lifelines around it and past the outer ones. Here
 * every label gets room for the widest common font: actors move apart until each message label
 * fits between its two lifelines (a self-message's before the next one), each note beside its
 * actor and each name in its box. Everything keeps its place relative to the actor it belongs to;
 * spans (messages, blocks) stretch. A label that spans more than two actors passes over the
 * lifelines in between: those are interrupted around it.
 */
export function relayoutSequence(lines: SvgLine[]): void {
  const all = elements(lines);
  const actors = actorsOf(all);
  if (actors.length === 0) return;
  const index = new Map(actors.map((a, i) => [a.id, i]));
  const gaps = actors.slice(1).map((a, i) => a.x - actors[i]!.x);
  const needs: Need[] = [];
  let right = 0;
  let left = 0;
  actors.forEach((a, i) => {
    if (i > 0)
      needs.push({ from: i - 1, to: i, need: (actors[i - 1]!.needed + a.needed) / 2 + 2 * PAD });
  });
  for (const group of groupsOf(all, 'message')) {
    const text = group.items.find((el) => el.tag === 'text');
    if (!text) continue;
    const from = index.get(get(group.group, 'data-from') ?? '') ?? 0;
    const to = index.get(get(group.group, 'data-to') ?? '') ?? 0;
    const room = roomFor(textOf(text), num(text, 'font-size'), num(text, 'font-weight') || 400);
    if (from === to) {
      // The label starts after the loop, right of the lifeline.
      const end = num(text, 'x') - actors[from]!.x + room + PAD;
      if (from < actors.length - 1) needs.push({ from, to: from + 1, need: end });
      else right = Math.max(right, end);
    } else needs.push({ from: Math.min(from, to), to: Math.max(from, to), need: room + 2 * PAD });
  }
  const notes = groupsOf(all, 'note').map((note) => noteOf(note, index));
  for (const note of notes) {
    const i = note.actor;
    const beside = actors[i]!.needed / 2 + 10 + note.width + PAD;
    if (note.position === 'right') {
      if (i < actors.length - 1) needs.push({ from: i, to: i + 1, need: beside });
      else right = Math.max(right, beside);
    } else if (note.position === 'left') {
      if (i > 0) needs.push({ from: i - 1, to: i, need: beside });
      else left = Math.max(left, beside - (actors[0]!.x - 30));
    }
  }
  const widened = widen(gaps, needs);
  // How far each actor moves: the room added left of the first one, and in every gap before it.
  const shift = [left];
  widened.forEach((g, i) => shift.push(shift[i]! + g - gaps[i]!));
  const map = xMap(actors, shift);

  placeActors(all, actors, index, map);
  placeMessages(all, map);
  for (const el of all.filter((e) => get(e, 'class') === 'activation'))
    moveTo(el, map(num(el, 'x') + num(el, 'width') / 2) - num(el, 'width') / 2);
  placeBlocks(all, map);
  for (const note of notes) placeNote(note, map);
  interruptLifelines(lines, all, actors, index, map);

  const root = rootWidth(lines);
  const last = actors.at(-1)!;
  const extent = Math.max(
    map(root.width - 30) + 30,
    map(last.x) + Math.max(last.needed / 2, right) + 30,
    ...notes.map((n) => n.right + 30),
  );
  root.setWidth(extent);
}

function actorsOf(all: SvgElement[]): Actor[] {
  const lifelines = all.filter((el) => get(el, 'class') === 'lifeline');
  return lifelines
    .map((line): Actor => {
      const id = get(line, 'data-actor') ?? '';
      const parts = all.filter((el) => {
        const own = owner(el);
        return own?.type === 'actor' && get(own.group, 'data-id') === id;
      });
      const box = parts.find((el) => el.tag === 'rect');
      const name = parts.find((el) => el.tag === 'text');
      const width = box ? num(box, 'width') : 80;
      const needed = name
        ? Math.max(width, roomFor(textOf(name), num(name, 'font-size'), 500) + 2 * 16)
        : width;
      return { id, x: num(line, 'x1'), width, needed };
    })
    .sort((a, b) => a.x - b.x);
}

function groupsOf(all: SvgElement[], type: string) {
  const groups = new Map<SvgElement, SvgElement[]>();
  for (const el of all) {
    const own = owner(el);
    if (own?.type !== type) continue;
    const items = groups.get(own.group) ?? [];
    items.push(el);
    groups.set(own.group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** Each gap at least as wide as every span over it needs: short spans first, shortfalls shared. */
function widen(gaps: number[], needs: Need[]): number[] {
  const out = [...gaps];
  for (const { from, to, need } of [...needs].sort((a, b) => a.to - a.from - (b.to - b.from))) {
    const have = out.slice(from, to).reduce((s, g) => s + g, 0);
    if (have >= need) continue;
    const extra = (need - have) / (to - from);
    for (let i = from; i < to; i++) out[i]! += extra;
  }
  return out;
}

/**
 * Where an x of the old drawing goes: near an actor (its box, lifeline, activations, loop) it
 * moves with that actor; between two actors it is stretched with the gap.
 */
function xMap(actors: Actor[], shift: number[]): (x: number) => number {
  const reach = actors.map((a) => a.width / 2 + REACH);
  return (x) => {
    if (x <= actors[0]!.x + reach[0]!) return x + shift[0]!;
    for (let k = 0; k < actors.length; k++) {
      const a = actors[k]!;
      if (x <= a.x + reach[k]!) {
        if (x >= a.x - reach[k]!) return x + shift[k]!;
        const from = actors[k - 1]!.x + reach[k - 1]!;
        const to = a.x - reach[k]!;
        const t = (x - from) / (to - from);
        return x + shift[k - 1]! + t * (shift[k]! - shift[k - 1]!);
      }
    }
    return x + shift[actors.length - 1]!;
  };
}

function moveTo(el: SvgElement, x: number): void {
  set(el, 'x', x);
}

/** Boxes as wide as their names need, each actor's parts moved with it. */
function placeActors(
  all: SvgElement[],
  actors: Actor[],
  index: Map<string, number>,
  map: (x: number) => number,
): void {
  for (const line of all.filter((el) => get(el, 'class') === 'lifeline')) {
    const x = map(num(line, 'x1'));
    set(line, 'x1', x);
    set(line, 'x2', x);
  }
  for (const { group, items } of groupsOf(all, 'actor')) {
    const actor = actors[index.get(get(group, 'data-id') ?? '') ?? -1];
    if (!actor) continue;
    const dx = map(actor.x) - actor.x;
    for (const el of items) {
      if (el.tag === 'rect') {
        set(el, 'width', actor.needed);
        set(el, 'x', actor.x + dx - actor.needed / 2);
      } else shiftX(el, dx);
    }
    // A stick figure is a translated group of paths.
    const nested = new Set(items.map((el) => el.parent).filter((g) => g && g !== group));
    for (const g of nested) if (g) shiftTranslate(g, dx);
  }
}

function placeMessages(all: SvgElement[], map: (x: number) => number): void {
  for (const { group, items } of groupsOf(all, 'message')) {
    const self = get(group, 'data-self') === 'true';
    let middle = 0;
    for (const el of items) {
      if (el.tag === 'line') {
        const [x1, x2] = [map(num(el, 'x1')), map(num(el, 'x2'))];
        set(el, 'x1', x1);
        set(el, 'x2', x2);
        middle = (x1 + x2) / 2;
      } else if (el.tag === 'polyline') mapPoints(el, map);
    }
    for (const el of items.filter((e) => e.tag === 'text'))
      set(el, 'x', self ? map(num(el, 'x')) : middle);
  }
}

/** Blocks (loop, alt…) stretch with the actors they span; their header fits its label. */
function placeBlocks(all: SvgElement[], map: (x: number) => number): void {
  for (const { items } of groupsOf(all, 'block')) {
    const [outer, header] = items.filter((el) => el.tag === 'rect');
    const label = items.find((el) => el.tag === 'text');
    for (const el of items) {
      if (el === outer) {
        const x1 = map(num(el, 'x'));
        const x2 = map(num(el, 'x') + num(el, 'width'));
        set(el, 'x', x1);
        set(el, 'width', x2 - x1);
      } else if (el.tag === 'line') {
        set(el, 'x1', map(num(el, 'x1')));
        set(el, 'x2', map(num(el, 'x2')));
      } else if (el !== header) set(el, 'x', map(num(el, 'x')));
    }
    if (header) {
      const room = label ? roomFor(textOf(label), num(label, 'font-size'), 600) + 12 : 0;
      set(header, 'x', map(num(header, 'x')));
      set(header, 'width', Math.max(num(header, 'width'), room));
    }
  }
}

interface Note {
  items: SvgElement[];
  position: 'left' | 'right' | 'over';
  actor: number;
  /** Left and right ends as drawn, and the width its text needs. */
  from: number;
  to: number;
  width: number;
  /** Right end once placed. */
  right: number;
}

function noteOf(
  note: { group: SvgElement; items: SvgElement[] },
  index: Map<string, number>,
): Note {
  const xs = note.items.flatMap((el) => pointsOf(el).map(([x]) => x));
  const from = Math.min(...xs);
  const to = Math.max(...xs);
  const text = note.items.find((el) => el.tag === 'text');
  const room = text ? roomFor(textOf(text), num(text, 'font-size'), 400) + 2 * 12 : 0;
  const position = get(note.group, 'data-position');
  return {
    items: note.items,
    position: position === 'left' || position === 'right' ? position : 'over',
    actor: index.get((get(note.group, 'data-actors') ?? '').split(',')[0] ?? '') ?? 0,
    from,
    to,
    width: Math.max(to - from, room),
    right: to,
  };
}

/** A note keeps the side it is anchored by (next to its actor, or its centre) and grows. */
function placeNote(note: Note, map: (x: number) => number): void {
  const old = note.to - note.from;
  const grow = note.width - old;
  const middle = (note.from + note.to) / 2;
  const dx =
    note.position === 'right'
      ? map(note.from) - note.from
      : note.position === 'left'
        ? map(note.to) - note.to - grow
        : map(middle) - middle - grow / 2;
  const moveX = (x: number) => x + dx + (x > middle ? grow : 0);
  for (const el of note.items) {
    if (el.tag === 'text') set(el, 'x', num(el, 'x') + dx + grow / 2);
    else if (el.tag === 'polygon' || el.tag === 'polyline') mapPoints(el, moveX);
    else if (el.tag === 'rect') {
      set(el, 'x', num(el, 'x') + dx);
      set(el, 'width', num(el, 'width') + grow);
    }
  }
  note.right = note.to + dx + grow;
}

/**
 * A message label over more than two actors passes over the lifelines in between: each is drawn
 * in pieces, leaving the label's height clear.
 */
function interruptLifelines(
  lines: SvgLine[],
  all: SvgElement[],
  actors: Actor[],
  index: Map<string, number>,
  map: (x: number) => number,
): void {
  const cuts = new Map<string, [number, number][]>();
  for (const { group, items } of groupsOf(all, 'message')) {
    const from = index.get(get(group, 'data-from') ?? '') ?? 0;
    const to = index.get(get(group, 'data-to') ?? '') ?? 0;
    const text = items.find((el) => el.tag === 'text');
    if (!text || Math.abs(from - to) < 2) continue;
    const size = num(text, 'font-size');
    const room = roomFor(textOf(text), size, num(text, 'font-weight') || 400);
    const x = num(text, 'x');
    const baseline = num(text, 'y') + num(text, 'dy');
    for (let k = Math.min(from, to) + 1; k < Math.max(from, to); k++) {
      const lx = map(actors[k]!.x);
      if (Math.abs(lx - x) > room / 2 + 2) continue;
      const list = cuts.get(actors[k]!.id) ?? [];
      list.push([baseline - size - 3, baseline + size * 0.35 + 3]);
      cuts.set(actors[k]!.id, list);
    }
  }
  for (const [id, gaps] of cuts) {
    const at = lines.findIndex(
      (l) => l.kind === 'element' && get(l, 'class') === 'lifeline' && get(l, 'data-actor') === id,
    );
    const line = lines[at] as SvgElement;
    const pieces: [number, number][] = [];
    let y = num(line, 'y1');
    for (const [top, bottom] of [...gaps].sort((a, b) => a[0] - b[0])) {
      if (top > y) pieces.push([y, top]);
      y = Math.max(y, bottom);
    }
    if (num(line, 'y2') > y) pieces.push([y, num(line, 'y2')]);
    lines.splice(
      at,
      1,
      ...pieces.map(([y1, y2]): SvgElement => {
        const piece: SvgElement = { ...line, attrs: line.attrs.map(([n, v]) => [n, v]) };
        set(piece, 'y1', y1);
        set(piece, 'y2', y2);
        return piece;
      }),
    );
  }
}

/** The points of a polygon or polyline, or an element's x (and x + width). */
function pointsOf(el: SvgElement): [number, number][] {
  const points = get(el, 'points');
  if (points)
    return points
      .trim()
      .split(/[\s,]+/)
      .reduce<[number, number][]>((out, v, i, all) => {
        if (i % 2 === 0) out.push([parseFloat(v), parseFloat(all[i + 1] ?? '0')]);
        return out;
      }, []);
  const x = num(el, 'x');
  return el.tag === 'rect'
    ? [
        [x, 0],
        [x + num(el, 'width'), 0],
      ]
    : [[x, 0]];
}

function mapPoints(el: SvgElement, map: (x: number) => number): void {
  const round = (v: number) => Math.round(v * 1000) / 1000;
  set(
    el,
    'points',
    pointsOf(el)
      .map(([x, y]) => `${round(map(x))},${round(y)}`)
      .join(' '),
  );
}

function shiftX(el: SvgElement, dx: number): void {
  for (const name of ['x', 'x1', 'x2', 'cx'])
    if (get(el, name) !== undefined) set(el, name, num(el, name) + dx);
  if (get(el, 'points')) mapPoints(el, (x) => x + dx);
}

function shiftTranslate(group: SvgElement, dx: number): void {
  const transform = get(group, 'transform');
  if (!transform) return;
  set(
    group,
    'transform',
    transform.replace(
      /translate\(\s*([-\d.]+)/,
      (_m, x: string) => `translate(${parseFloat(x) + dx}`,
    ),
  );
}
