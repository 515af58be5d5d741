import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSelector } from 'umi';
import Exception from '@/components/Exception';
import type { RootState } from '@/models/rootState';
import { loginPath } from '@/utils/forms';

export interface RequireAuthProps {
  /** Only administrators: signed-in others get the 403 page. */
  admin?: boolean;
  /** Where a visitor without a session goes instead of sign-in (e.g. home after deleting). */
  signedOutTo?: string;
  children: ReactNode;
}

/**
 * Renders its page for signed-in users (admins, with `admin`). Anonymous visitors go to sign-in
 * and come back afterwards. The role is known once the layout's user menu fetched the profile.
 */
export default function RequireAuth({ admin = false, signedOutTo, children }: RequireAuthProps) {
  const location = useLocation();
  const { signedIn, current } = useSelector((state: RootState) => state.user);
  if (!signedIn) {
    return <Navigate to={signedOutTo ?? loginPath(location.pathname + location.search)} replace />;
  }
  if (!current) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (admin && current.role !== 'admin') return <Exception status={403} />;
  return <>{children}</>;
}
