import { APP_NAME } from '../../../lib/config';
import { StudentPicker } from '../components/student-picker';
import '../admin.css';

/**
 * The administrator's home while acting as nobody (spec B §6, DESIGN §4b): find a student, act as them or
 * send them an automatic-login link. The back-office screens will sit beside it under /admin.
 */
function AdminHomePage() {
  return (
    <>
      <title>{`Administração · ${APP_NAME}`}</title>
      <h1 className="page-title">Administração</h1>
      <StudentPicker />
    </>
  );
}

export const Component = AdminHomePage;
