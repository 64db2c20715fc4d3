import { lazy } from 'react';

/** The graphics arrive in their own chunk (with Recharts) after the dashboard's numbers. */
const charts = () => import('./charts');

export const RevenueChart = lazy(async () => ({ default: (await charts()).RevenueChart }));
export const StatusChart = lazy(async () => ({ default: (await charts()).StatusChart }));
export const TopServicesChart = lazy(async () => ({ default: (await charts()).TopServicesChart }));
