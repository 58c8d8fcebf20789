export { publicConfigQuery, usePublicConfig } from './api/use-public-config';
