import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Under a phone's light map: opens the interactive one. The label wraps rather than being cut
 * ("…en el mapa interactivo" is wider than 390 px).
 */
export const InteractiveMapButton = ({ onClick, children }: { onClick: () => void; children: ReactNode }) => (
  <Button
    variant="light"
    h="auto"
    py={8}
    styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
    onClick={onClick}
  >
    {children}
  </Button>
);
