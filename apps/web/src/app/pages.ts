import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageRouteName } from './routes.ts';

/** A screen, loaded on first visit. */
export type LazyPage = LazyExoticComponent<ComponentType>;

/** The screens a feature provides, by route name. Each feature exports one such map from its pages.ts. */
export type PageMap = Partial<Record<PageRouteName, LazyPage>>;
