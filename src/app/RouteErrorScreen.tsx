import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader';
import { useT } from '../i18n/useT';
import styles from './RouteErrorScreen.module.css';

function describe(error: unknown): { status?: number; message: string } {
  if (isRouteErrorResponse(error)) {
    return {
      status: error.status,
      message: typeof error.data === 'string' && error.data ? error.data : error.statusText,
    };
  }
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}

/** "Unexpected Application Error", with the status (when there is one) and the message. */
export function RouteErrorScreen() {
  const t = useT();
  const error = useRouteError();
  const { status, message } = describe(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <PageHeader title={t('error.title')} scene="notFound">
      {status !== undefined && <p className={styles.status}>{t('error.status', { status })}</p>}
      <pre className={styles.message}>{message}</pre>
    </PageHeader>
  );
}
