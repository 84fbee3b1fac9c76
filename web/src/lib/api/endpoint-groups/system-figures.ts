import { PLATFORM_FIGURES_ENDPOINTS, PROJECTIONS_ENDPOINTS } from '@morphic/contracts';

/** The System console's figures: the read models' health and rebuild, and the platform figures. */
export const endpoints = { ...PROJECTIONS_ENDPOINTS, ...PLATFORM_FIGURES_ENDPOINTS } as const;
