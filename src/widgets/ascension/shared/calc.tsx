/**
 * An Ascension calculator on the kit's shell (`kit/Calculator.tsx`): the
 * readings the tool lets the reader switch (kept when an example loads, and
 * named under every answer once changed), the exact-fractions switch of a
 * tool that shows chances, and the tools' look.
 */
import type { ReadingKey } from '../../../engine/ascension/index.ts';
import { Calculator, useCalculator, type Calc, type CalcAnswer, type CalcOptions, type CalculatorProps } from '../../kit/Calculator.tsx';
import { ExactSwitch } from '../../kit/Chance.tsx';
import { ChangedReadings, ReadingsPanel } from './Readings.tsx';
import type { Changed, ChangedReading } from './readings.ts';

/** What every Ascension calculator's state holds: the readings changed, and (for chances) the exact switch. */
export interface ToolState {
  readings: Changed;
  exact?: boolean;
}

/** The shell's state, answer and examples; an example keeps the readings and the exact switch as they are. */
export function useAscensionCalc<S extends ToolState, A extends CalcAnswer, Q = S>(options: Omit<CalcOptions<S, A, Q>, 'keep'>): Calc<S, A> {
  const keep = ('exact' in options.clean() ? ['exact', 'readings'] : ['readings']) as (keyof S)[];
  return useCalculator<S, A, Q>({ ...options, keep });
}

type Props<S extends ToolState, A extends CalcAnswer> = CalculatorProps<S, A> & {
  /** The readings the tool lets the reader switch. */
  readings: readonly ReadingKey[];
  /** Whether the exact-fractions switch shows now (when the state has one). */
  exact?: boolean;
};

export function AscensionCalculator<S extends ToolState, A extends CalcAnswer>({ calc, readings, exact = true, notes, after, container = 'as-tool', ...rest }: Props<S, A>) {
  const s = calc.state;
  const a = calc.answer as (A & { readings?: readonly ChangedReading[] }) | undefined;
  return (
    <Calculator
      {...rest}
      calc={calc}
      container={container}
      notes={
        <>
          {notes}
          {a?.readings && <ChangedReadings texts={a.readings} />}
        </>
      }
      after={
        <>
          {after}
          {exact && s.exact !== undefined && <ExactSwitch exact={s.exact} onChange={(v) => calc.set({ exact: v } as Partial<S>)} />}
          <ReadingsPanel keys={readings} changed={s.readings} onChange={(r) => calc.set({ readings: r } as Partial<S>)} />
        </>
      }
    />
  );
}
