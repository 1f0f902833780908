// react-query keys of the analysis pages; live alerts invalidate them by prefix.
export const ANALYSIS_KEYS = {
  safety: ['analysis', 'safety'] as const,
  statistics: ['analysis', 'statistics'] as const,
  prevention: ['analysis', 'prevention'] as const,
  epidemic: ['analysis', 'epidemic'] as const,
};
