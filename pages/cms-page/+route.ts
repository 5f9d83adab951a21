// Any path not claimed by a more specific route is a CMS page (nested paths like /about/team/ too).
export default '/*'
