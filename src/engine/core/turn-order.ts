/**
 * Turn order around a table: seats in clockwise order, the order of play from
 * a starting seat, the seat with the highest Initiative, and runs of passes.
 * A seat is an id; the caller keeps whatever else it knows about the player.
 * Which tie-break applies is a rule of the game, so the caller passes it in.
 */

/** Player ids in seating order, clockwise. */
export type Seats<Id extends string = string> = readonly Id[];

/**
 * Every seat once, clockwise, starting at `start`. A start that is not seated
 * (or null: nobody chosen yet) starts at the first seat.
 */
export function clockwiseFrom<Id extends string>(seats: Seats<Id>, start: Id | null): Id[] {
  const at = start === null ? 0 : Math.max(0, seats.indexOf(start));
  return seats.map((_, k) => seats[(at + k) % seats.length] as Id);
}

/**
 * The first seat clockwise after `from` that `accept` lets through; `from`
 * itself comes last, so a lone seat follows itself. A `from` that is not
 * seated counts as sitting just before the first seat. Null when no seat is
 * accepted.
 */
export function nextClockwise<Id extends string>(seats: Seats<Id>, from: Id, accept: (id: Id) => boolean = () => true): Id | null {
  const at = seats.indexOf(from);
  for (let k = 1; k <= seats.length; k++) {
    const id = seats[(at + k + seats.length) % seats.length] as Id;
    if (accept(id)) return id;
  }
  return null;
}

/**
 * The order of play for a round: from the first player clockwise (from the
 * first seat while no first player is chosen), keeping only the seats that
 * `inPlay` accepts (all unless told).
 */
export function initiativeOrder<Id extends string>(seats: Seats<Id>, first: Id | null, inPlay: (id: Id) => boolean = () => true): Id[] {
  return clockwiseFrom(seats, first).filter(inPlay);
}

/**
 * How a game settles a shared highest Initiative: the winner among `tied`
 * (in seating order), or null when the game settles it some other way
 * (a random draw the caller makes, say).
 */
export type TieBreak<Id extends string = string> = (tied: readonly Id[]) => Id | null;

/** No seat wins a tie: the caller settles it. */
export function noTieBreak<Id extends string>(_tied: readonly Id[]): Id | null {
  return null;
}

/** The tied seat sitting first in the seating order wins. */
export function firstSeatedWins<Id extends string>(tied: readonly Id[]): Id | null {
  return tied[0] ?? null;
}

export interface InitiativeLead<Id extends string = string> {
  /** The seat with the highest Initiative, after the tie-break; null when nobody leads. */
  leader: Id | null;
  /** The highest Initiative (-Infinity with no seats). */
  top: number;
  /** Every seat with the highest Initiative, in seating order. */
  tied: Id[];
}

/** The seat with the highest Initiative; a shared highest goes to `tieBreak`. */
export function initiativeLeader<Id extends string>(
  seats: Seats<Id>,
  initiativeOf: (id: Id) => number,
  tieBreak: TieBreak<Id> = noTieBreak,
): InitiativeLead<Id> {
  const top = Math.max(...seats.map(initiativeOf));
  const tied = seats.filter((id) => initiativeOf(id) === top);
  const leader = tied.length === 1 ? (tied[0] as Id) : tied.length === 0 ? null : tieBreak(tied);
  return { leader, top, tied };
}

/**
 * A run of passes: the seats that passed one after another since anyone last
 * acted. Passing again in the same run changes nothing.
 */
export function addPass<Id extends string>(run: readonly Id[], seat: Id): Id[] {
  return run.includes(seat) ? [...run] : [...run, seat];
}

/** Whether a run of `passes` passes in a row at a table of `seats` seats means everyone has passed. */
export function everyonePassed(passes: number, seats: number): boolean {
  return passes >= seats;
}
