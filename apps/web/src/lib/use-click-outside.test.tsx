import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useClickOutside } from './use-click-outside';

const Harness = ({ onOutside, isActive = true }: { onOutside: () => void; isActive?: boolean }) => {
  const ref = useRef<HTMLDivElement>(null);
  useClickOutside([ref], onOutside, isActive);
  return (
    <div>
      <div ref={ref}>
        <button type="button">inside</button>
      </div>
      <button type="button">outside</button>
    </div>
  );
};

describe('useClickOutside', () => {
  it('calls back for a press outside, not inside', () => {
    const onOutside = vi.fn();
    render(<Harness onOutside={onOutside} />);
    fireEvent.pointerDown(screen.getByText('inside'));
    expect(onOutside).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it('calls back when keyboard focus leaves', () => {
    const onOutside = vi.fn();
    render(<Harness onOutside={onOutside} />);
    screen.getByText('outside').focus();
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it('does nothing while inactive', () => {
    const onOutside = vi.fn();
    render(<Harness onOutside={onOutside} isActive={false} />);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(onOutside).not.toHaveBeenCalled();
  });
});
