import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingStep } from './loading-step';
import { PostingWindowStep } from './posting-window-step';

const wrap = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);
const flight = (id: number, start: number, range: string) => ({
  id,
  pretty_range: range,
  start_date_unix: start,
  end_date_unix: start + 7 * 86400,
});

afterEach(() => vi.useRealTimers());

describe('LoadingStep', () => {
  it('fills in 100 ms ticks over 5 seconds and moves on once flights have arrived', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    const { rerender } = wrap(<LoadingStep ready={false} onDone={onDone} />);
    expect(screen.getByText('Evaluating campaign match…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('2%')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2400));
    expect(screen.getByText('50%')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    rerender(
      <MantineProvider>
        <LoadingStep ready onDone={onDone} />
      </MantineProvider>,
    );
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('does not move on before the bar is full even when flights are there', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    wrap(<LoadingStep ready onDone={onDone} />);
    act(() => vi.advanceTimersByTime(4900));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('PostingWindowStep', () => {
  const data = {
    requested_invites_flight: flight(9, 50, 'Any time'),
    regular_flights: [flight(2, 300, 'Late'), flight(3, 100, 'Early')],
  };

  it('orders windows by start, keeps the requested flight apart and gates CONTINUE', () => {
    const onSubmit = vi.fn();
    wrap(
      <PostingWindowStep
        workflow="PRODUCT"
        flights={data}
        autoAssign={false}
        submitting={false}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByText('Which dates would work best for you to post?')).toBeInTheDocument();
    const radios = screen.getAllByRole('radio').map((r) => r.textContent);
    expect(radios).toEqual(['Early', 'Late', 'Any time']);
    const next = screen.getByRole('button', { name: 'CONTINUE' });
    expect(next).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Late' }));
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(onSubmit).toHaveBeenCalledWith(data.regular_flights[0]);
  });

  it('asks the CONTENT_ONLY question and the single-window wording', () => {
    const props = { autoAssign: false, submitting: false, onSubmit: vi.fn() };
    const { unmount } = wrap(
      <PostingWindowStep workflow="CONTENT_ONLY" flights={data} {...props} />,
    );
    expect(
      screen.getByText('Which dates would work best for you to submit content?'),
    ).toBeInTheDocument();
    unmount();
    const single = { requested_invites_flight: null, regular_flights: [flight(4, 10, 'Only')] };
    wrap(<PostingWindowStep workflow="CONTENT_ONLY" flights={single} {...props} />);
    expect(screen.getByText('Your posting window is')).toBeInTheDocument();
  });

  it('submits the regular flight with the smallest id by itself with auto-assign', () => {
    const onSubmit = vi.fn();
    wrap(
      <PostingWindowStep
        workflow="PRODUCT"
        flights={data}
        autoAssign
        submitting={false}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByRole('button', { name: 'CONTINUE' })).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(data.regular_flights[0]);
  });

  it('disables CONTINUE while submitting', () => {
    wrap(
      <PostingWindowStep
        workflow="PRODUCT"
        flights={data}
        autoAssign={false}
        submitting
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /CONTINUE/ })).toBeDisabled();
  });
});
