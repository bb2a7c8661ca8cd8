import type { admin as en } from '../en/admin.js';

export const admin: typeof en = {
  cli: {
    roleUsage: 'Uso: npm run user:role -- <correo> <user|admin> [--lang en|es]',
    accessUsage:
      'Uso: npm run user:access -- <correo> [--premium on|off] [--projects on|off [--project <nombre>]] [--reason <texto>] [--lang en|es]  (al menos uno de --premium, --projects; --project nombra un proyecto)',
    noSuchProject: 'Ningún proyecto tiene el nombre {{project}} en su dirección web.',
    noSuchUser: 'Ninguna cuenta tiene el correo {{email}}.',
    done: '{{email}}: rol {{role}}, acceso a datos premium {{premium}}, acceso a proyectos {{projects}}.',
    on: 'sí',
    off: 'no',
  },
  auditCsv: {
    time: 'Hora (UTC)',
    event: 'Evento',
    user: 'Cuenta',
    actor: 'Administrador',
    ip: 'Dirección IP',
    details: 'Detalles',
  },
};
