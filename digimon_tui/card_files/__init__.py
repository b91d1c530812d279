"""Card files on disk: reading them (compiling printed text on the way), checking them and
counting what the tests prove. Above the card language (`cards`) and the compiler."""
