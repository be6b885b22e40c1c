import { RequireSignIn } from '../app/require-sign-in';
import { useUserSession } from '../app/use-user-session';

/** /dashboard placeholder until the account areas arrive (001 §2: any signed-in user). */
export function DashboardPage() {
  return (
    <RequireSignIn>
      <DashboardGreeting />
    </RequireSignIn>
  );
}

function DashboardGreeting() {
  const { state } = useUserSession();
  const user = state.user;
  const name = user?.first_name?.trim() || user?.username || user?.email || 'there';
  return (
    <div className="dashboard">
      <h1>Hi, {name}!</h1>
      <p>Your dashboard is coming soon.</p>
    </div>
  );
}

export default DashboardPage;
