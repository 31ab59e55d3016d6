export { ensureMemberDashboard, getMemberDashboard } from './member-dashboard';
