import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whole seconds left until a deadline: `start(42)` counts 42, 41, … 0. Computed from the clock, not
 * by counting ticks, so a busy or backgrounded tab stays accurate.
 */
export const useCountdown = () => {
  const deadline = useRef(0);
  const [remaining, setRemaining] = useState(0);
  const isRunning = remaining > 0;

  const start = useCallback((seconds: number) => {
    deadline.current = Date.now() + seconds * 1000;
    setRemaining(Math.max(0, Math.ceil(seconds)));
  }, []);

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => {
      setRemaining(Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000)));
    }, 250);
    return () => window.clearInterval(timer);
  }, [isRunning]);

  return { remaining, start };
};
