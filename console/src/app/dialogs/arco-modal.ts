import { Modal } from '@arco-design/web-react';

export { Modal };
