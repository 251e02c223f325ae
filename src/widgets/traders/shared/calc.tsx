/**
 * A Traders calculator on the kit's shell (`kit/Calculator.tsx`): the
 * exact-fractions switch every one of them has (left as the reader set it
 * when an example loads), and the tools' look.
 */
import { Calculator, useCalculator, type Calc, type CalcAnswer, type CalcOptions, type CalculatorProps } from '../../kit/Calculator.tsx';
import { ExactSwitch } from '../../kit/Chance.tsx';
import '../../../styles/widgets.css';
import './traders.css';

/** What every Traders calculator's state holds: the exact-fractions switch. */
export interface ExactState {
  exact: boolean;
}

/** The shell's state, answer and examples; an example keeps the exact switch as it is. */
export function useTradersCalc<S extends ExactState, A extends CalcAnswer, Q = S>(options: Omit<CalcOptions<S, A, Q>, 'keep'>): Calc<S, A> {
  return useCalculator<S, A, Q>({ ...options, keep: ['exact'] as (keyof S)[] });
}

export function TradersCalculator<S extends ExactState, A extends CalcAnswer>({ calc, after, container = '', ...rest }: CalculatorProps<S, A>) {
  return (
    <Calculator
      {...rest}
      calc={calc}
      container={container === false ? false : `tr-tool ${container}`.trim()}
      after={
        <>
          {after}
          <ExactSwitch exact={calc.state.exact} onChange={(exact) => calc.set({ exact } as Partial<S>)} />
        </>
      }
    />
  );
}
