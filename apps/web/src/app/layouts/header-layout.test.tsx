import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { HeaderLayoutFallback } from './header-layout';

describe('HeaderLayoutFallback', () => {
  it('shows the header and its navigation while the first screen loads, in the visitor’s language', async () => {
    await renderScreen(<HeaderLayoutFallback />, { path: '/companies', language: 'es' });
    const nav = await screen.findByRole('navigation', { name: /principal|main/i });
    expect(nav).toHaveTextContent('Explorador de quema');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });
});
