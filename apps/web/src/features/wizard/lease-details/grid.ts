/** Lease Details' two-column grid (one column on a phone). */
export const GRID = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', tablet: '1fr 1fr' } } as const;
