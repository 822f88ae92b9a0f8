import type { NavigateOptions } from 'react-router-dom';

// RAC links forward their `routerOptions` to react-router's navigate (RAC client-side routing guide).
declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}
