import { NavLink } from 'react-router';
import tabs from '../content/content.module.css';

/** The Gold Plans section's two pages: customers' enrolments and the plans they enrol in. */
export function GoldPlanTabs() {
  const tab = ({ isActive }: { isActive: boolean }) => `${tabs.tab} ${isActive ? tabs.tabActive : ''}`;
  return (
    <nav aria-label="Gold plan pages" className={tabs.tabs}>
      <NavLink to="/admin/gold-plans" end className={tab}>
        Enrolments
      </NavLink>
      <NavLink to="/admin/gold-plans/plans" className={tab}>
        Plans
      </NavLink>
    </nav>
  );
}
