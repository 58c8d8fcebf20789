export { AnalyticsTab } from './components/analytics-tab';
